// Business constants and limits of spec section 9 and server-rules, shared by server and screens.

export const LIMITS = {
  requestTimeoutMs: 20_000,
  sessionCheckMs: 5_000,
  toastMs: 5_000,
  slideshowMs: 5_000,
  clockMs: 1_000,
  overlayStepMs: 2_000,
  bannerMs: 10_000,
  suggestionBlurMs: 200,
  dropdownHideMs: 200,
  askRedirectMs: 2_000,
  subjectRedirectMs: 2_000,
  reviewRedirectMs: 5_000,
  reportRedirectMs: 5_000,

  homeTableRows: 5,
  latestReviews: 6,
  sidebarSubjects: 5,
  facultySlides: 3,

  publicPageSize: 6,
  adminPageSize: 10,
  questionsStep: 3,
  paginationCompactAbove: 5,
  apiDefaultPageSize: 100,
  apiMaxPageSize: 100,

  resendSeconds: 60,
  phoneLength: 11,
  phonePrefix: '09',
  codePartLength: 3,
  codeLength: 6,

  priorityMin: 1,
  priorityMax: 5,
  priorityDefault: 5,
  brightnessThreshold: 0.5,

  otpTtlSeconds: 120,
  /** a super admin's one-time sign-in link for a staff member lives this long (ADR 28) */
  signInLinkMinutes: 15,
  otpMaxAttempts: 5,
  otpPerNumberPerHour: 5,
  accessTokenSeconds: 15 * 60,
  refreshTokenSeconds: 7 * 24 * 60 * 60,
  temporaryTokenSeconds: 3600,

  imageMaxBytes: 5 * 1024 * 1024,
  attachmentMaxBytes: 20 * 1024 * 1024,
  nameMaxLength: 100,
  abstractMaxLength: 2000,

  // Rich text (a subject's or review's content, the about page) is bounded before it is parsed: the
  // sanitiser builds a document tree of it, whose memory grows with the elements, not the bytes (20 000
  // empty paragraphs are 160 KB). Counted by richTextBounds (html-policy.ts), inline data-URL images
  // excluded from the characters: they become stored files on save and are bounded as images.
  richTextMaxChars: 1_000_000,
  richTextMaxElements: 5_000,
  richTextMaxDepth: 40,
} as const;

/** The image types the server keeps, decided from the bytes (server-rules section 5); SVG and everything else is refused. */
export const IMAGE_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
];
/** A file input's `accept` for those types. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');
