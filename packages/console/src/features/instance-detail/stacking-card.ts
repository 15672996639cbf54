/**
 * A card whose header holds a CardAction (a range choice, a link) as wide as the title's column
 * may be: the ui CardHeader keeps the action beside the title and description at every width, so
 * in a narrow card the description was squeezed to a word a line and a wide action ran past the
 * card and widened the page (320 px: the Configuration tab's link by 29 px, Monitoring's range by
 * 4 px). The card is a size container; below 28rem of card the header is a column and the action
 * goes under the description.
 */
export const stackingCardClass = '@container';
/** The header's classes in a `stackingCardClass` card. */
export const stackingCardHeaderClass = '@max-md:flex @max-md:flex-col';
/** The action's classes in a `stackingCardClass` card: some room above it once it is under the text. */
export const stackingCardActionClass = '@max-md:mt-2';
