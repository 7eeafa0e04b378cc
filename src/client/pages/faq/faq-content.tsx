import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { faqData, type RichText } from '@shared/content/faq';
import type { Centimes } from '@shared/domain/money';
import type { Translator } from '@shared/messages';

export interface FaqEntry {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface FaqCategory {
  id: string;
  title: string;
  entries: FaqEntry[];
}

const A = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link href={href} className="font-medium text-primary underline-offset-4 hover:underline">
    {children}
  </Link>
);

/** A shared rich answer as React: strings as text, links as in-app links, bold runs as <strong>. */
function renderRich(parts: RichText): ReactNode {
  if (parts.length === 1 && typeof parts[0] === 'string') return parts[0];
  return parts.map((part, i) => {
    if (typeof part === 'string') return part;
    if ('href' in part)
      return (
        <A key={i} href={part.href}>
          {part.text}
        </A>
      );
    return <strong key={i}>{part.strong}</strong>;
  });
}

/**
 * Spec §2 Static pages: four categories of questions, from the shared FAQ data (the chat assistant
 * reads the same), in the reader's language. `freeShipping` is the live threshold.
 */
export function faqCategories(tr: Translator, { freeShipping }: { freeShipping: Centimes }): FaqCategory[] {
  return faqData(tr, { freeShipping }).map((category) => ({
    id: category.id,
    title: category.title,
    entries: category.entries.map((entry) => ({ id: entry.id, question: entry.question, answer: renderRich(entry.answer) })),
  }));
}
