// The player's video parser is shared with the editor and the oEmbed route (src/shared/oembed).
export { parseVideoSource, type VideoSource } from '#shared/oembed/video-url.ts';
