/** The first bytes of a PNG file (its signature and the start of its header chunk). */
export const PNG_BYTES = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);

/** A chosen file whose first bytes are a PNG's, as a picture input reads them. */
export const pngFile = (name = 'picture.png') => new File([PNG_BYTES], name, { type: 'image/png' });

/** A text file named like a picture: its declared type says PNG, its bytes do not. */
export const textNamedPng = (name = 'note.png') =>
  new File(['this is not a picture'], name, { type: 'image/png' });
