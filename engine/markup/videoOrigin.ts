/** The video host of {{video:ID}}: fictitious, and contacted only after the visitor accepts all cookies. The CSP allows it as a frame origin when a page embeds a video. */
export const VIDEO_ORIGIN = 'https://video.example.com'
