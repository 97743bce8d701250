/** The two help centres of SPEC §7: the same calls, rent under /v1/knowledge-article and ride under /v1/ride-help-centre. */
export type HelpCentre = 'rent' | 'ride'

export const HELP_CENTRE_PATHS = {
  rent: {
    bookingTypes: '/v1/knowledge-article/booking-type',
    categories: '/v1/knowledge-article/booking-type/rent/categories',
    // The API spells the booking type in capitals on this one path (SPEC §7).
    sections: '/v1/knowledge-article/booking-type/RENT/categories/{categoryId}/category-sections',
    articles: '/v1/knowledge-article/booking-type/rent/articles',
    featured: '/v1/knowledge-article/booking-type/rent/featured-articles',
    article: '/v1/knowledge-article/booking-type/rent/articles/{articleId}',
    search: '/v1/knowledge-article/search',
  },
  ride: {
    bookingTypes: '/v1/ride-help-centre/booking-type',
    categories: '/v1/ride-help-centre/booking-type/ride/categories',
    sections: '/v1/ride-help-centre/booking-type/RIDE/categories/{categoryId}/category-sections',
    articles: '/v1/ride-help-centre/booking-type/ride/articles',
    featured: '/v1/ride-help-centre/booking-type/ride/featured-articles',
    article: '/v1/ride-help-centre/booking-type/ride/articles/{articleId}',
    search: '/v1/ride-help-centre/search',
  },
} as const

/** SPEC §5: a help search needs 3 to 100 characters (the API answers 400 outside them). */
export const HELP_SEARCH_MIN_LENGTH = 3
export const HELP_SEARCH_MAX_LENGTH = 100
/** What a "was this helpful" comment may hold. */
export const HELP_COMMENT_MAX_LENGTH = 1000
