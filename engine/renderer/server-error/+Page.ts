// Rendering happens in ../+onRenderHtml.tsx; Vike needs a Page value to treat this folder as a page.
export default function Page() {
  return null
}
