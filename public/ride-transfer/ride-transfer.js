/*
 * Local stand-in for the third-party ride transfer component (SPEC §7): the ride-home app loads it only after
 * "accept all" cookies. It draws a flight-number field with the labels the app passes, sets no cookie and calls
 * no one, so tests and development never reach a third party.
 */
;(function () {
  window.RideTransfer = {
    mount: function (element, options) {
      var id = 'ride-transfer-flight-' + Math.random().toString(36).slice(2)
      var wrapper = document.createElement('div')
      wrapper.className = 'rh-field'
      wrapper.setAttribute('data-ride-transfer-widget', '')
      var label = document.createElement('label')
      label.htmlFor = id
      label.textContent = options.labels.flight
      var input = document.createElement('input')
      input.id = id
      input.type = 'text'
      input.maxLength = 8
      input.autocomplete = 'off'
      input.lang = options.locale
      var note = document.createElement('p')
      note.className = 'rh-hint'
      note.textContent = options.labels.note
      wrapper.append(label, input, note)
      element.append(wrapper)
      return function () {
        wrapper.remove()
      }
    },
  }
})()
