import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { getErrorMessage, isApiError, type EditConflict } from '@mwangaza/shared';
import { useToast } from '@mwangaza/shared/console';
import { useUnsavedChanges } from './use-unsaved-changes';
import type { FieldErrors, Validation } from './form-validation';
import { useFormDraft } from './use-form-draft';

interface ResourceFormOptions<V, B> {
  initial: V;
  validate: (values: V) => Validation<V, B>;
  /** `version` is sent as If-Match: the version edited, or the current one when overwriting. */
  save: (body: B, version?: number) => Promise<unknown>;
  /** The version the form was loaded from (edit forms). */
  version?: number;
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
  const [saved, setSaved] = useState(false);
  /** A save refused because someone else saved first (412): their message and version. */
  const [conflict, setConflict] = useState<{ message: string; version: number; body: B } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();

  const dirty = useMemo(() => JSON.stringify(values) !== JSON.stringify(initial), [values, initial]);
  const draft = useFormDraft<V>(draftKey, values, dirty);
  useUnsavedChanges(dirty && !saved);

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

  const showErrors = (result: { fieldErrors: FieldErrors<V>; formError: string }) => {
    setErrors(result.fieldErrors);
    setFormError(result.formError);
    // After the errors render: take the keyboard to the first field that needs attention.
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const result = validate(values);
    if (!result.ok) return showErrors(result);
    await send(result.body, options.version);
  };

  const send = async (body: B, version: number | undefined) => {
    setSaving(true);
    setFormError(null);
    try {
      await save(body, version);
      setConflict(null);
      setSaved(true);
      draft.clear();
      toast.show(successMessage, 'success');
      onDone();
    } catch (error) {
      setSaving(false);
      const current =
        isApiError(error) && error.status === 412
          ? (error.data as EditConflict | undefined)?.current
          : undefined;
      if (current)
        setConflict({
          message: error instanceof Object && 'message' in error ? String(error.message) : '',
          version: current.version,
          body,
        });
      // Keep the user's input and show the API's message as it is: it says what to fix.
      else setFormError(getErrorMessage(error, failureMessage));
    }
  };

  /** Saves this copy on top of the one saved meanwhile (the user chose to). */
  const overwrite = () => {
    if (conflict) void send(conflict.body, conflict.version);
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
    dirty,
    showErrors,
    conflict: conflict?.message ?? null,
    overwrite,
    dismissConflict: () => setConflict(null),
    /** Drops the local draft and the unsaved-changes guard, e.g. before reloading someone else's version. */
    discardChanges: () => {
      setSaved(true);
      draft.clear();
    },
    draftOffered: draft.offer !== null,
    restoreDraft,
    discardDraft: draft.discard,
  };
}
