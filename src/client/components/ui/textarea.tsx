import type { ComponentProps } from 'react';
import { cn } from '@client/lib/cn';
import { fieldClass, useFreeTextDir } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" dir={useFreeTextDir()} className={cn(fieldClass, 'min-h-20', className)} {...props} />;
}
