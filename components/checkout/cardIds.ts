// The card form's field ids, apart from the form (components/checkout/CardForm.tsx) so the checkout can aim focus at
// them without loading the form's code (Formik, the card schema and Yup) before the card method is wanted (issue 28.1).
import type { CardFormValues } from '@/lib/validation/card';

export type CardField = keyof CardFormValues;

export const cardInputId = (field: CardField) => `card-${field}`;
