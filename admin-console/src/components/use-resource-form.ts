import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { getErrorMessage, useToast } from '@mwangaza/shared';
import type { FieldErrors, Validation } from './form-validation';
import { useFormDraft } from './use-form-draft';

interface ResourceFormOptions<V, B> {
  initial: V;
  validate: (values: V) => Validation<V, B>;
  save: (body: B) => Promise<unknown>;
  draftKey: string;
  /** Toast after saving, e.g. 'Case study created'. */
  successMessage: string;
  /** Shown when the API failed without a message of its own. */
  failureMessage: string;
  onDone: () => void;
}

/**
 * State and steps shared by the three content forms: values with per-field errors (an error clears when its
 * field is edited), a form-level alert, a session-storage draft, trimmed submission, and the way back.
 */
export function useResourceForm<V extends object, B>(options: ResourceFormOptions<V, B>) {
  const { validate, save, draftKey, successMessage, failureMessage, onDone } = options;
  const [initial] = useState(options.initial);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();

  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(initial), [values, initial]);
  const draft = useFormDraft<V>(draftKey, values, dirty);

  const set = useCallback(<K extends keyof V>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!current[key]) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
    setFormError(null);
  }, []);

  const restoreDraft = () => {
    const saved = draft.restore();
    if (saved) setValues({ ...initial, ...saved });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const result = validate(values);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      setFormError(result.formError);
      // After the errors render: take the keyboard to the first field that needs attention.
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setSaving(true);
    setFormError(null);
    try {
      await save(result.body);
      draft.clear();
      toast.show(successMessage, 'success');
      onDone();
    } catch (error) {
      // Keep the user's input and show the API's message as it is (decisions.md).
      setFormError(getErrorMessage(error, failureMessage));
      setSaving(false);
    }
  };

  const cancel = () => {
    draft.clear();
    onDone();
  };

  return {
    values,
    set,
    errors,
    formError,
    dismissFormError: () => setFormError(null),
    saving,
    submit,
    cancel,
    formRef,
    draftOffered: draft.offer !== null,
    restoreDraft,
    discardDraft: draft.discard,
  };
}
