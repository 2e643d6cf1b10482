/** The tag on the recommended option (R25.157). */
export const RECOMMENDED_LABEL = 'Recommended';

/** Narrowest a card gets before the cards wrap to a new row, in px. */
export const PATH_CARD_MIN_WIDTH = 200;
