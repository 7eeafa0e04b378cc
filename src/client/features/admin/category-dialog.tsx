import { zodResolver } from '@client/lib/zod-resolver';
import { Controller, useForm } from 'react-hook-form';
import { CategoryFormSchema, type Category, type CategoryFormValues, type CategoryInput } from '@shared/contracts/catalog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Textarea } from '@client/components/ui/textarea';
import { useMessages } from '@client/lib/i18n';
import { ImageField } from './image-field';
import { TRANSLATION_FIELDS, TranslationFields, translationFormValues } from './translation-fields';
import { DialogFormFooter } from './dialog-form-footer';
import { saveThenClose } from './use-admin-mutation';

export interface CategoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The category to edit; null to add one. */
  category: Category | null;
  onSave: (values: CategoryInput) => Promise<unknown>;
}

/** Spec §2/§5 category form: 'Add New Category' / 'Edit Category'; 'Name is required'; image URL or upload. */
export function CategoryDialog({ open, onOpenChange, category, onSave }: CategoryDialogProps) {
  const t = useMessages().admin;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t.common.cancel}>
        <DialogHeader>
          <DialogTitle>{category ? t.categoryForm.editTitle : t.categoryForm.createTitle}</DialogTitle>
          <DialogDescription>{t.categoryForm.description}</DialogDescription>
        </DialogHeader>
        <CategoryForm key={category?.id ?? 'new'} category={category} onSave={onSave} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CategoryForm({ category, onSave, onDone }: { category: Category | null; onSave: CategoryDialogProps['onSave']; onDone: () => void }) {
  const m = useMessages().admin;
  const t = m.categoryForm;
  const form = useForm<CategoryFormValues, unknown, CategoryInput>({
    resolver: zodResolver(CategoryFormSchema),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      translations: translationFormValues(category),
      imageUrl: category?.imageUrl ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(saveThenClose(onSave, onDone, ['name', 'description', 'imageUrl', ...TRANSLATION_FIELDS], form.setError as never));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={category ? t.editTitle : t.createTitle}>
      <FormField label={t.name} id="category-name" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <FormField label={t.descriptionField} id="category-description" error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <TranslationFields
        idPrefix="category"
        register={form.register}
        errors={errors.translations}
        descriptionRows={2}
      />
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageField id="category-imageUrl" label={t.imageUrl} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors.imageUrl?.message} />
        )}
      />
      <DialogFormFooter submit={category ? t.submitEdit : t.submitCreate} busy={isSubmitting} onCancel={onDone} />
    </form>
  );
}
