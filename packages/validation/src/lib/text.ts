// Length and character helpers for the field rules. Byte limits are UTF-8 (what the database and
// the wire store), character limits count Unicode code points (what a person counts: an emoji is
// one character, not the two UTF-16 units JavaScript's `length` reports).

const HIGH_SURROGATE_FIRST = 0xd800;
const HIGH_SURROGATE_LAST = 0xdbff;
const LOW_SURROGATE_FIRST = 0xdc00;
const LOW_SURROGATE_LAST = 0xdfff;

/**
 * Bytes of `text` in UTF-8, counted without allocating. A lone surrogate counts 3 bytes, as
 * `TextEncoder` encodes it (U+FFFD).
 */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (
      unit >= HIGH_SURROGATE_FIRST &&
      unit <= HIGH_SURROGATE_LAST &&
      isLowSurrogate(text.charCodeAt(index + 1))
    ) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** Characters of `text` as a person counts them: Unicode code points. */
export function codePointLength(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (
      unit >= HIGH_SURROGATE_FIRST &&
      unit <= HIGH_SURROGATE_LAST &&
      isLowSurrogate(text.charCodeAt(index + 1))
    )
      index += 1;
    count += 1;
  }
  return count;
}

/** True when `text` holds a lone (unpaired) surrogate, which no UTF-8 store can keep. */
export function hasLoneSurrogate(text: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);
}

/** C0 controls, DEL and C1 controls (Unicode general category Cc): tabs, line breaks, NUL... */
export function hasControlCharacter(text: string): boolean {
  return /\p{Cc}/u.test(text);
}

/** True for '' and for text made only of whitespace: a required field left empty in effect. */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}

function isLowSurrogate(unit: number): boolean {
  return unit >= LOW_SURROGATE_FIRST && unit <= LOW_SURROGATE_LAST;
}
