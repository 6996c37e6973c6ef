// The demo courses' pictures (docs/decisions/056): small WebP files made by
// scripts/generate-demo-pictures.mjs into src/web/public/demo/courses/, served with the web app.

/** Every demo picture is drawn at this size (16:9, the card's ratio). */
export const DEMO_PICTURE_SIZE = { width: 640, height: 360 } as const;

/** The address of a demo course's picture, by the course's slug. */
export function demoCoursePicture(slug: string): string {
  return `/demo/courses/${slug}.webp`;
}
