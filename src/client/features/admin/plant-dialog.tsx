import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { Category, Plant, PlantFormValues, PlantInput, PlantListItem } from '@shared/contracts/catalog';
import { localizedName } from '@shared/domain/catalog-text';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@client/components/ui/dialog';
import { FormField } from '@client/components/ui/form-field';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Switch } from '@client/components/ui/switch';
import { Textarea } from '@client/components/ui/textarea';
import { plantQueryOptions } from '@client/features/catalog/api';
import { useLocale, useMessages } from '@client/lib/i18n';
import { OFFER_FIELDS, PlantOffersField } from './plant-offers-field';
import { PHOTO_FIELDS, photoFormValues, PlantPhotosField } from './plant-photos-field';
import { plantFormResolver } from './plant-form-resolver';
import { PlantSizesField, SIZE_FIELDS, sizeFormValues } from './plant-sizes-field';
import { SelectField } from './select-field';
import { PLANT_TRANSLATION_FIELDS, plantTranslationFormValues, TranslationFields } from './translation-fields';
import { DialogFormFooter } from './dialog-form-footer';
import { saveThenClose } from './use-admin-mutation';

export interface PlantDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The plant to edit, as its list shows it; null to add one. A list item carries only the names'
   * translations, so the form waits for the whole plant (GET /api/plants/:id): filled from the list
   * item, saving would erase the French and Arabic descriptions and origins.
   */
  plant: PlantListItem | null;
  categories: readonly Category[];
  /** Saves (create or update); rejects on failure (the caller's mutation shows the toast). */
  onSave: (values: PlantInput) => Promise<unknown>;
}

/**
 * Spec §2/§5 plant form: 'Add New Plant' / 'Edit Plant', the shared PlantFormSchema and its messages
 * ('Name is required', 'Category is required', 'Price is required', 'Stock must be non-negative').
 * No fields for care instructions, light or watering (spec §2): editing keeps them as they are.
 */
export function PlantDialog({ open, onOpenChange, plant, categories, onSave }: PlantDialogProps) {
  const t = useMessages().admin;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" closeLabel={t.common.cancel}>
        <DialogHeader>
          <DialogTitle>{plant ? t.plantForm.editTitle : t.plantForm.createTitle}</DialogTitle>
          <DialogDescription>{t.plantForm.description}</DialogDescription>
        </DialogHeader>
        {plant ? (
          <EditPlantForm id={plant.id} enabled={open} categories={categories} onSave={onSave} onDone={() => onOpenChange(false)} />
        ) : (
          <PlantForm key="new" plant={null} categories={categories} onSave={onSave} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The edit form, once the whole plant (every translation) is loaded. */
function EditPlantForm({
  id,
  enabled,
  ...props
}: {
  id: number;
  enabled: boolean;
  categories: readonly Category[];
  onSave: (values: PlantInput) => Promise<unknown>;
  onDone: () => void;
}) {
  const t = useMessages().admin;
  // Asked afresh at each opening: a copy kept from the shop's plant page may be older than the list.
  const query = useQuery({ ...plantQueryOptions(id), enabled, refetchOnMount: 'always' });
  if (query.data && query.isFetchedAfterMount) return <PlantForm key={id} plant={query.data} {...props} />;
  if (query.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        {t.plantForm.loadFailed}
        <Button type="button" variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t.common.retry}
        </Button>
      </div>
    );
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {t.plantForm.loading}
    </p>
  );
}

const FIELDS = [
  ...['name', 'commonName', 'scientificName', 'family', 'origin', 'description', 'careLevel', 'images', 'categoryId', 'price', 'originalPrice', 'stock', 'featured'],
  ...PLANT_TRANSLATION_FIELDS,
  ...PHOTO_FIELDS,
  'offers',
  ...OFFER_FIELDS,
  ...SIZE_FIELDS,
];

function toFormValues(plant: Plant | null): PlantFormValues {
  // A plant sold by size opens in the sizes editor, without the plain price and stock (docs/contract.md §8: never both).
  const sizes = sizeFormValues(plant);
  const plainPricing = { price: plant?.price ?? '', originalPrice: plant?.originalPrice ?? '', stock: plant ? String(plant.stock) : '0' };
  return {
    name: plant?.name ?? '',
    commonName: plant?.commonName ?? '',
    scientificName: plant?.scientificName ?? '',
    family: plant?.family ?? '',
    origin: plant?.origin ?? '',
    description: plant?.description ?? '',
    translations: plantTranslationFormValues(plant),
    careLevel: plant?.careLevel ?? '',
    images: photoFormValues(plant),
    categoryId: plant ? String(plant.categoryId) : '',
    ...(sizes ? { variants: sizes } : plainPricing),
    offers: plant?.offers ?? [],
    featured: plant?.featured ?? false,
  };
}

function PlantForm({
  plant,
  categories,
  onSave,
  onDone,
}: {
  plant: Plant | null;
  categories: readonly Category[];
  onSave: (values: PlantInput) => Promise<unknown>;
  onDone: () => void;
}) {
  const messages = useMessages();
  const m = messages.admin;
  const t = m.plantForm;
  const careLevels = messages.shop.plant.careLevels;
  const locale = useLocale();
  const form = useForm<PlantFormValues, unknown, PlantInput>({
    resolver: plantFormResolver,
    defaultValues: toFormValues(plant),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(saveThenClose(onSave, onDone, FIELDS, form.setError as never));

  const text = (name: 'name' | 'commonName' | 'scientificName' | 'family' | 'origin', label: string) => (
    <FormField label={label} id={`plant-${name}`} error={errors[name]?.message}>
      <Input autoComplete="off" {...form.register(name)} />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={plant ? t.editTitle : t.createTitle}>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {text('name', t.name)}
        {text('commonName', t.commonName)}
        {text('scientificName', t.scientificName)}
        {text('family', t.family)}
        {text('origin', t.origin)}
        <Controller
          control={form.control}
          name="careLevel"
          render={({ field }) => (
            <SelectField
              id="plant-careLevel"
              label={t.careLevel}
              value={field.value ?? ''}
              onChange={field.onChange}
              noneLabel={t.careLevelNone}
              // The stored value stays the spec's word; the owner reads it in their language (issue 38 item 10).
              options={(['Easy', 'Intermediate', 'Hard'] as const).map((v) => ({ value: v, label: careLevels[v] }))}
              error={errors.careLevel?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="categoryId"
          render={({ field }) => (
            <SelectField
              id="plant-categoryId"
              label={t.category}
              value={String(field.value ?? '')}
              onChange={field.onChange}
              placeholder={t.categoryPlaceholder}
              options={categories.map((c) => ({ value: String(c.id), label: localizedName(c, locale) }))}
              error={errors.categoryId?.message}
            />
          )}
        />
      </div>
      <PlantSizesField control={form.control} register={form.register} getValues={form.getValues} errors={errors} plant={plant} />
      <FormField label={t.descriptionField} id="plant-description" error={errors.description?.message}>
        <Textarea rows={4} {...form.register('description')} />
      </FormField>
      <TranslationFields
        idPrefix="plant"
        register={form.register}
        errors={errors.translations}
        descriptionRows={3}
        withOrigin
      />
      <PlantPhotosField control={form.control} getValues={form.getValues} errors={errors.images} />
      <PlantOffersField control={form.control} errors={errors.offers} />
      <Controller
        control={form.control}
        name="featured"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id="plant-featured" checked={!!field.value} onCheckedChange={field.onChange} />
            <Label htmlFor="plant-featured">{t.featured}</Label>
          </div>
        )}
      />
      <DialogFormFooter submit={plant ? t.submitEdit : t.submitCreate} busy={isSubmitting} onCancel={onDone} />
    </form>
  );
}
