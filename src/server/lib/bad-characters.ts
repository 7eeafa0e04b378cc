/** A NUL byte (PostgreSQL refuses it in text) or half of a surrogate pair (not valid UTF-8). */
// eslint-disable-next-line no-control-regex -- finding the NUL byte is the point
const BAD_CHARACTER = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BAD_CHARACTERS = new RegExp(BAD_CHARACTER.source, 'g');

/** Whether text holds a character no text column can store. */
export const hasBadCharacter = (text: string) => BAD_CHARACTER.test(text);

/** The text without those characters (what a form shows again after refusing it). */
export const withoutBadCharacters = (text: string) => text.replace(BAD_CHARACTERS, '');
