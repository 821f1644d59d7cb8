// What other features use of pictures: the staff forms' warning that a new main image is a published check's.
export { PictureMatchWarning } from './components/PictureMatchWarning';
