/*
 * Local stand-in for the tag manager (SPEC §7): loaded only after "accept all", it sets no cookie and
 * calls no one, so tests and development never reach a third party. Production points
 * TAG_MANAGER_SRC (engine/server/createChromeModel.ts) at the vendor's loader instead.
 */
;(function () {
  var id = new URL(document.currentScript.src).searchParams.get('id')
  window.dataLayer = window.dataLayer || []
  window.dataLayer.push({ event: 'tagManager.loaded', id: id })
})()
