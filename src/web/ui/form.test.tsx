import { renderToStaticMarkup } from 'react-dom/server';
import { type FieldErrors, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Form, FormTextareaField, FormTextField, setServerErrors, useAppForm } from './form.tsx';

type Values = { title: string; summary: string };

/** A form as a page writes it; `errors` stands for a previous answer (no DOM to submit here). */
function Sample({ errors }: { errors?: FieldErrors<Values> }) {
  const appForm = useAppForm<Values>({ defaultValues: { title: 'Bases du wolof', summary: 'Salut' } });
  const withErrors = useForm<Values>({
    defaultValues: { title: '', summary: 'Salut' },
    errors: errors ?? {},
  });
  return (
    <Form form={errors ? withErrors : appForm} onSubmit={() => {}} aria-label="Cours">
      <FormTextField name="title" id="title" label="Titre" hint="Le nom affiché" />
      <FormTextareaField name="summary" id="summary" label="Résumé" max={200} />
    </Form>
  );
}

describe('Form and its fields', () => {
  it('renders a noValidate form whose labelled fields show their values and counter', () => {
    const html = renderToStaticMarkup(<Sample />);
    expect(html).toMatch(/^<form noValidate="" aria-label="Cours">/);
    expect(html).toContain('<label');
    expect(html).toContain('for="title"');
    expect(html).toMatch(/<input[^>]*id="title"[^>]*name="title"[^>]*value="Bases du wolof"/);
    expect(html).toMatch(/<input[^>]*aria-describedby="title-hint"/);
    expect(html).not.toContain('aria-invalid="');
    expect(html).toMatch(
      /<textarea[^>]*id="summary"[^>]*maxLength="200"[^>]*aria-describedby="summary-counter"/,
    );
    expect(html).toContain('>Salut</textarea>');
    expect(html).toContain('5/200');
  });

  it('shows each field its French error, marked invalid and described by it', () => {
    const html = renderToStaticMarkup(
      <Sample
        errors={{
          title: { type: 'server', message: 'Le titre est obligatoire.' },
          summary: { type: 'server', message: 'Le résumé est trop long.' },
        }}
      />,
    );
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*title-error"/);
    expect(html).toContain(
      '<p id="title-error" class="mt-1 text-sm text-destructive">Le titre est obligatoire.</p>',
    );
    expect(html).not.toContain('Le nom affiché');
    expect(html).toMatch(
      /<textarea[^>]*aria-invalid="true"[^>]*aria-describedby="summary-counter summary-error"/,
    );
    expect(html).toContain(
      '<p id="summary-error" class="text-sm text-destructive">Le résumé est trop long.</p>',
    );
  });
});

describe('setServerErrors', () => {
  it("puts each of the server's messages under its field and says whether any landed", () => {
    const setError = vi.fn();
    expect(setServerErrors({ setError }, { title: 'Déjà pris', summary: 'Trop long' })).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['title', { type: 'server', message: 'Déjà pris' }],
      ['summary', { type: 'server', message: 'Trop long' }],
    ]);
    expect(setServerErrors({ setError }, {})).toBe(false);
    expect(setError).toHaveBeenCalledTimes(2);
  });
});
