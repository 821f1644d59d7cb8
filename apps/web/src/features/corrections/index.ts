// What other features use of corrections: the note field of the subject and review forms and the public
// 'اصلاحیه' box of a subject or report.
export { CorrectionField } from './components/CorrectionField';
export { CorrectionsBox } from './components/CorrectionsBox';
