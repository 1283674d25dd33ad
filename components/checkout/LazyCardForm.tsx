'use client';

import { useEffect, useState, type ComponentProps } from 'react';
import type CardFormType from '@/components/checkout/CardForm';

// The card form (Formik, the card schema, Yup) is most of /checkout's own script, and only shoppers paying by card
// use it: it is fetched when one reaches for the card method or its buttons (hover, focus, touch: preloadCardForm)
// or when the form opens, and drawn at once when it has arrived (issue 28.1).
type CardFormComponent = typeof CardFormType;

let loaded: CardFormComponent | null = null;
let loading: Promise<CardFormComponent> | null = null;

/** Starts fetching the card form's code (once); resolves with the form. */
export function preloadCardForm(): Promise<CardFormComponent> {
  loading ??= import('@/components/checkout/CardForm').then((m) => {
    loaded = m.default;
    return m.default;
  });
  return loading;
}

/** Reaching for what opens the card form (hover, touch, focus) fetches its code before the click. */
export const cardIntent = {
  onPointerEnter: () => void preloadCardForm(),
  onPointerDown: () => void preloadCardForm(),
  onFocus: () => void preloadCardForm(),
};

/**
 * The card form, drawn in the same render when its code is here (fetched on intent, so focus can be moved into it
 * as before), else as soon as it arrives (a session restored with the card method chosen).
 */
export default function LazyCardForm(props: ComponentProps<CardFormComponent>) {
  const [Form, setForm] = useState<CardFormComponent | null>(() => loaded);
  useEffect(() => {
    if (Form) return;
    let live = true;
    void preloadCardForm().then((f) => {
      if (!live) return;
      setForm(() => f);
    });
    return () => {
      live = false;
    };
  }, [Form]);
  return Form ? <Form {...props} /> : null;
}
