import { REVIEW_MESSAGES } from '@rasti/contract/review-messages';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { NO_TITLE, ReportTitleLink, SubjectLine } from './ReviewCardParts';

describe('ReviewCardParts', () => {
  it("reads an empty title as the contract's sentence", () => {
    expect(NO_TITLE).toBe(REVIEW_MESSAGES.noSubjectTitle);
    renderWithProviders(
      <>
        <ReportTitleLink id={5} title="" />
        <SubjectLine id={9} title={null} />
      </>,
    );
    const links = screen.getAllByRole('link', { name: REVIEW_MESSAGES.noSubjectTitle });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/report/5', '/news-subject-page/9']);
  });
});
