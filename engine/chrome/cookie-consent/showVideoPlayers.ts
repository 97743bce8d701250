/**
 * After "accept all" cookies, each {{video:ID}} of the content markup (a plain link to the video,
 * rendered by engine/markup/RichText.tsx) becomes the player, an iframe from the same video host.
 * Before consent, and without JavaScript, nothing third-party loads: the link still reaches the video.
 */
export function showVideoPlayers(root: ParentNode = document): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-video-embed]')) {
    const id = link.dataset.videoEmbed ?? ''
    const frame = document.createElement('iframe')
    frame.src = `${new URL(link.href).origin}/embed/${encodeURIComponent(id)}`
    frame.title = link.dataset.videoTitle ?? ''
    frame.loading = 'lazy'
    frame.allow = 'fullscreen; picture-in-picture'
    frame.dataset.videoPlayer = id
    link.replaceWith(frame)
  }
}
