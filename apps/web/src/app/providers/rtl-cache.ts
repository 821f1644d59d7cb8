import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/** The style cache's key: the server writes its rules under it, and the browser's cache adopts them. */
export const EMOTION_KEY = 'muirtl';

/** Emotion writes every MUI style mirrored for right-to-left (margins, paddings, positions). */
export const rtlCache = createCache({ key: EMOTION_KEY, stylisPlugins: [prefixer, rtlPlugin] });
