import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names (clsx syntax) and lets later Tailwind classes override earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its tables on first use (~8 ms on a desktop, four times that on a mid-range
 * phone). The browser calls this in a task of its own before adopting a server-rendered page, so
 * that one-time cost does not lengthen adoption's task (docs/decisions/015-server-rendering.md).
 */
export function prepareClassMerging(): void {
  twMerge('p-0');
}
