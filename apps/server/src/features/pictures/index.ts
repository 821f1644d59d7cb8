// What other features may use of this one (the import-boundary rule in biome.json points them here).
export type { Fingerprint } from '../../lib/fingerprint.ts';
export {
  findChecksForPictureWords,
  type PictureText,
  pictureTextOf,
  readPictureText,
  wordsForMatching,
} from './picture-text.ts';
export {
  findChecksForFingerprints,
  findChecksForPicture,
  findChecksForStoredPicture,
  fingerprintImages,
  fingerprintStored,
  mergeSuggestions,
  type PictureMatch,
  readPicture,
  recordPictures,
} from './pictures.service.ts';
