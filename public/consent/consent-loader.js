/*
 * Local stand-in for the vendor's consent loader (SPEC §7): the chrome loads it after "accept all" and before
 * the tag manager, with the market's consent id. It records that it ran first, sets no cookie and calls no one.
 */
;(function () {
  var id = new URL(document.currentScript.src).searchParams.get('id')
  window.dataLayer = window.dataLayer || []
  window.dataLayer.push({ event: 'consentLoader.loaded', id: id })
})()
