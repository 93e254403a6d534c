/**
 * Whether the visitor asked their system for less motion (WCAG 2.3.3): the map's labels then
 * appear without fading in. Read when a map starts. (MUI's components follow the same setting
 * through the theme's `motion`, MapLibre's camera by itself.)
 */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
