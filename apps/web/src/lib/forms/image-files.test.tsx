import { SERVER_MESSAGES } from '@rasti/contract/messages';
import { PICTURE_MESSAGES, PICTURE_TYPES } from '@rasti/contract/picture-messages';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImageDialog } from '../../components/editor/ImageDialog';
import { EDITOR_MESSAGES } from '../../components/editor/messages';
import { ImageField } from '../../components/ImageField';
import { PNG_BYTES, pngFile, textNamedPng } from '../../test/files';
import { imageBytesProblem, imageTypeOfBytes } from './image-files';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('imageTypeOfBytes: a file’s first bytes, as the server reads them', () => {
  it('knows JPEG, PNG, GIF, WebP and AVIF by their magic numbers', () => {
    expect(imageTypeOfBytes(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOfBytes(PNG_BYTES)).toBe('image/png');
    expect(imageTypeOfBytes(bytes('GIF89a', [1, 0]))).toBe('image/gif');
    expect(imageTypeOfBytes(bytes('GIF87a'))).toBe('image/gif');
    expect(imageTypeOfBytes(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(imageTypeOfBytes(bytes([0, 0, 0, 28], 'ftypavif'))).toBe('image/avif');
  });

  it('knows nothing else, whatever the name says', () => {
    expect(imageTypeOfBytes(bytes('this is text'))).toBeNull();
    expect(imageTypeOfBytes(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageTypeOfBytes(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(imageTypeOfBytes(bytes([0x89], 'PNX'))).toBeNull();
    expect(imageTypeOfBytes(new Uint8Array())).toBeNull();
  });

  it('answers the server’s sentence for a file that is not a picture, or one of a type not taken', async () => {
    expect(await imageBytesProblem(pngFile())).toBeNull();
    expect(await imageBytesProblem(textNamedPng())).toBe(SERVER_MESSAGES.imageOnly);
    const gif = new File([bytes('GIF89a')], 'a.gif', { type: 'image/gif' });
    expect(await imageBytesProblem(gif, PICTURE_TYPES, PICTURE_MESSAGES.notPicture)).toBe(
      PICTURE_MESSAGES.notPicture,
    );
  });
});

describe('a picture input refuses a file that is not a picture as soon as it is chosen', () => {
  const choose = (input: HTMLElement, file: File) => fireEvent.change(input, { target: { files: [file] } });

  it('ImageField (the review’s main image, the outlet logo, the avatar)', async () => {
    const onFile = vi.fn();
    render(
      <ImageField
        label="تصویر اصلی"
        preview={null}
        chooseLabel="انتخاب تصویر"
        accept="image/png"
        inputTestId="file"
        onFile={onFile}
      />,
    );
    choose(screen.getByTestId('file'), textNamedPng());
    expect(await screen.findByText(SERVER_MESSAGES.imageOnly)).toBeInTheDocument();
    expect(onFile).not.toHaveBeenCalled();

    choose(screen.getByTestId('file'), pngFile());
    await waitFor(() => expect(onFile).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(SERVER_MESSAGES.imageOnly)).toBeNull();
  });

  it('the editor’s image dialog, which also says that an address’s picture is copied on save', async () => {
    render(<ImageDialog initial={null} onSubmit={() => {}} onClose={() => {}} />);
    choose(screen.getByTestId('editor-image-file'), textNamedPng());
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.imageOnly);

    fireEvent.change(screen.getByLabelText(EDITOR_MESSAGES.imageUrl), {
      target: { value: 'https://example.com/chart.png' },
    });
    expect(screen.getByTestId('image-url-copied')).toHaveTextContent(EDITOR_MESSAGES.imageUrlCopied);
    // the picture is not shown from the other site (the content-security policy would block it)
    expect(screen.queryByRole('img')).toBeNull();
  });
});
