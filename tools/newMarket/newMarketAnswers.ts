/** What a market manager decides for a new market: from prompts or flags (tools/newMarket.ts). */
export interface NewMarketAnswers {
  /** Lowercase ISO 3166 alpha-2 code, the file name: "lu". */
  code: string
  /** The country's English name (markets.<code> in en-US): "Luxembourg". */
  name: string
  /** Country names in other bundles by locale ("de-DE" → "Luxemburg"); bundles not named here get the CLDR name. */
  names: Record<string, string>
  /** Locales of the market's languages, first is the default: ["fr-LU", "de-LU"]. */
  locales: string[]
  currency: string
  decimalSeparator: ',' | '.'
  /** date-fns pattern: "dd.MM.yyyy". */
  datePattern: string
  /** The market document to extend ("be"); the closest one when not given. */
  from: string
  countryAlpha3: string
  /** The telephone country code, 352 for Luxembourg. */
  countryCodeNumber: number
  /** The city of the reference API's placeholder branches. */
  city: string
  /** The main airport's IATA code, "LUX". */
  airport: string
  /** Latitude and longitude of the city, for the placeholder branches. */
  coordinates: [number, number]
  /** Units of the currency per euro for the reference API's prices. */
  eurRate: number
}

/** One refused answer: which one, why, and the closest valid values. */
export interface AnswerProblem {
  field: keyof NewMarketAnswers | 'flags'
  message: string
  suggestions?: string[]
}

/** The answers a question asks for (the translated names come as --name-<locale> flags only). */
export type QuestionField = Exclude<keyof NewMarketAnswers, 'names'>

/** One question of `npm run new-market`: the CLI asks it (promptAnswers.ts, --<flag>), the studio shows it as a form field. */
export interface MarketQuestion {
  field: QuestionField
  flag: string
  question: string
  /** Where the answer offered when none is given comes from (resolveAnswers.ts defaultFor); none: it must be given. */
  defaultFrom?: string
}

/** Every answer with its flag and its question; the prompts ask in this order. */
export const QUESTIONS: MarketQuestion[] = [
  { field: 'code', flag: 'code', question: 'Country code (ISO 3166 alpha-2, the file name), e.g. lu' },
  { field: 'name', flag: 'name', question: 'Country name in English', defaultFrom: "the country code's English name" },
  { field: 'locales', flag: 'languages', question: 'Languages as locales, comma-separated, default first, e.g. fr-LU,de-LU' },
  { field: 'currency', flag: 'currency', question: 'Currency (ISO 4217), e.g. EUR' },
  {
    field: 'from',
    flag: 'from',
    question: 'Market to start from (its document is extended, only differences are written)',
    defaultFrom: 'the market closest in languages, currency and decimal separator',
  },
  {
    field: 'decimalSeparator',
    flag: 'decimal-separator',
    question: 'Decimal separator: "," or "."',
    defaultFrom: "the first language's decimal separator",
  },
  {
    field: 'datePattern',
    flag: 'date-pattern',
    question: 'Date pattern (date-fns), e.g. dd.MM.yyyy or dd/MM/yyyy',
    defaultFrom: "the pattern the languages' pages show, or the start market's",
  },
  { field: 'countryAlpha3', flag: 'alpha3', question: 'Country code ISO 3166 alpha-3, e.g. LUX' },
  { field: 'countryCodeNumber', flag: 'phone-code', question: 'Telephone country code, e.g. 352' },
  { field: 'city', flag: 'city', question: "Main city (for the reference API's placeholder branches)", defaultFrom: 'the country name' },
  { field: 'airport', flag: 'airport', question: 'Main airport IATA code, e.g. LUX', defaultFrom: "the city's first three letters" },
  { field: 'coordinates', flag: 'coordinates', question: 'City coordinates "lat,lon", e.g. 49.61,6.13' },
  {
    field: 'eurRate',
    flag: 'eur-rate',
    question: 'Units of the currency per euro (fictitious price rate)',
    defaultFrom: '1 for EUR, or the rate of a market with the same currency',
  },
]
