// The demo pictures (docs/decisions/056, 135): small WebP files in several widths, made by
// scripts/generate-demo-pictures.mjs into src/web/public/demo/{courses,avatars}/, served with the web app.
// Each address names the widest file; #shared/pictures/picture-sources.ts gives the others.
import { MAX_AVATAR_WIDTH, MAX_PICTURE_WIDTH, pictureAddress } from '#shared/pictures/picture-sources.ts';

/** A course picture's widest file (16:9, the card's ratio). */
export const DEMO_PICTURE_SIZE = { width: MAX_PICTURE_WIDTH, height: (MAX_PICTURE_WIDTH * 9) / 16 } as const;

/** An avatar's widest file: square, twice the largest avatar shown. */
export const DEMO_AVATAR_SIZE = { width: MAX_AVATAR_WIDTH, height: MAX_AVATAR_WIDTH } as const;

/** The address of a demo course's picture, by the course's slug. */
export function demoCoursePicture(slug: string): string {
  return pictureAddress(`/demo/courses/${slug}`, DEMO_PICTURE_SIZE.width, DEMO_PICTURE_SIZE.height);
}

/** The address the demo courses' pictures had before they came in several widths (decision 056). */
export function legacyDemoCoursePicture(slug: string): string {
  return `/demo/courses/${slug}.webp`;
}

/** The address of a demo instructor's avatar, by the instructor's key. */
export function demoAvatar(key: string): string {
  return pictureAddress(`/demo/avatars/${key}`, DEMO_AVATAR_SIZE.width, DEMO_AVATAR_SIZE.height);
}
