// stylis ships no types; emotion's plugin type describes the two members this app touches.
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';

  export const prefixer: StylisPlugin;
  export type Middleware = StylisPlugin;
}
