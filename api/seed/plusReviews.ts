/** Customer reviews of plus (invented), by language; a language without its own reviews reads the English ones. */
export interface ReviewSeed {
  id: string
  offerId: string
  rating: 1 | 2 | 3 | 4 | 5
  author: string
  daysAgo: number
  text: string
}

const meta = [
  { id: 'r1', offerId: 'orion-sedan-electric', rating: 5, author: 'Anna K.', daysAgo: 6 },
  { id: 'r2', offerId: 'kestrel-compact', rating: 4, author: 'Jonas M.', daysAgo: 19 },
  { id: 'r3', offerId: 'carrier-van', rating: 5, author: 'Sofia R.', daysAgo: 33 },
  { id: 'r4', offerId: 'atlas-suv', rating: 4, author: 'Lukas B.', daysAgo: 52 },
] as const

const texts: Record<string, [string, string, string, string]> = {
  en: [
    'Picked the car up two days after ordering. Charging at home works well and insurance is included.',
    'Good value for a small car. The enrollment fee was clearly shown before I signed up.',
    'We use the van for our bakery deliveries. Service and tyre change were arranged for us.',
    'Easy to extend after the minimum term. Only wished for more colours to choose from.',
  ],
  de: [
    'Zwei Tage nach der Bestellung abgeholt. Laden zu Hause klappt gut, die Versicherung ist dabei.',
    'Gutes Preis-Leistungs-Verhältnis für einen Kleinwagen. Die Anmeldegebühr war vorher klar angegeben.',
    'Wir beliefern mit dem Transporter unsere Bäckereikunden. Wartung und Reifenwechsel wurden für uns organisiert.',
    'Nach der Mindestlaufzeit einfach zu verlängern. Ich hätte mir nur mehr Farben gewünscht.',
  ],
  fr: [
    'Voiture récupérée deux jours après la commande. La recharge à domicile fonctionne bien et l’assurance est incluse.',
    'Bon rapport qualité-prix pour une petite voiture. Les frais d’inscription étaient clairement indiqués.',
    'Nous livrons notre boulangerie avec l’utilitaire. Entretien et changement de pneus organisés pour nous.',
    'Facile à prolonger après la durée minimale. J’aurais aimé plus de couleurs au choix.',
  ],
  nl: [
    'Twee dagen na de bestelling opgehaald. Thuis laden werkt goed en de verzekering is inbegrepen.',
    'Goede prijs voor een kleine auto. De inschrijvingskosten stonden vooraf duidelijk vermeld.',
    'We gebruiken de bestelwagen voor de leveringen van onze bakkerij. Onderhoud en bandenwissel werden voor ons geregeld.',
    'Na de minimale looptijd makkelijk te verlengen. Ik had alleen graag meer kleuren gehad.',
  ],
  es: [
    'Recogí el coche dos días después del pedido. La carga en casa funciona bien y el seguro está incluido.',
    'Buena relación calidad-precio para un coche pequeño. La cuota de inscripción se indicaba claramente.',
    'Usamos la furgoneta para los repartos de nuestra panadería. Nos organizaron el mantenimiento y el cambio de neumáticos.',
    'Fácil de prolongar después del plazo mínimo. Solo eché de menos más colores para elegir.',
  ],
  it: [
    'Ho ritirato l’auto due giorni dopo l’ordine. La ricarica a casa funziona bene e l’assicurazione è inclusa.',
    'Buon rapporto qualità-prezzo per un’auto piccola. La quota di iscrizione era indicata chiaramente.',
    'Usiamo il furgone per le consegne della nostra panetteria. Manutenzione e cambio gomme organizzati per noi.',
    'Facile da prolungare dopo la durata minima. Avrei voluto solo più colori tra cui scegliere.',
  ],
}

/** The reviews in the language of an Accept-Language value ("de-AT" reads German), else in English. */
export function reviewsIn(acceptLanguage: string | null): ReviewSeed[] {
  const language = (acceptLanguage ?? '').slice(0, 2).toLowerCase()
  const chosen = texts[language] ?? texts.en
  return meta.map((review, index) => ({ ...review, text: chosen[index] }))
}
