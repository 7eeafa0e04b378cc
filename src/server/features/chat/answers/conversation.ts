import type { Voice } from '../content/answers';
import { type Composed, contactLink, faqLink, composed } from './compose';

/** Greetings, thanks, and not being sure. */

export function answerGreeting(v: Voice): Composed {
  return composed(v.a.greeting, { context: { topic: 'greeting' } });
}

export function answerThanks(v: Voice): Composed {
  return composed(v.a.thanks, { context: { topic: 'thanks' } });
}

export function answerNotSure(v: Voice): Composed {
  return composed(v.a.notSure, { links: [contactLink(v), faqLink(v)], confident: false, context: { topic: 'unknown' } });
}
