import { OUTLET_MESSAGES, SERVER_MESSAGES } from '@rasti/contract';
import { describe, expect, it } from 'vitest';
import { openEditForm, openNewForm } from './open-forms';
import {
  EMPTY_OUTLET_FORM,
  outletFormValues,
  validateLogoFile,
  validateOutletForm,
} from './validate-outlet-form';

const outlet = (id: number) => ({
  id,
  name: `رسانه ${id}`,
  english_name: `Outlet ${id}`,
  link: 'https://example.ir',
  logo: null,
  origin: 1,
  rumor_count: 0,
});

describe('validateOutletForm (spec section 5)', () => {
  it('names every missing field with its message, the logo only when creating', () => {
    expect(validateOutletForm(EMPTY_OUTLET_FORM, { creating: true, hasLogo: false })).toEqual({
      name: OUTLET_MESSAGES.nameRequired,
      english_name: OUTLET_MESSAGES.englishNameRequired,
      link: OUTLET_MESSAGES.linkRequired,
      origin: OUTLET_MESSAGES.originRequired,
      logo: OUTLET_MESSAGES.logoRequired,
    });
    expect(validateOutletForm(EMPTY_OUTLET_FORM, { creating: false, hasLogo: false }).logo).toBeUndefined();
  });

  it('treats spaces as empty and accepts a complete form', () => {
    const filled = { name: 'ایسنا', english_name: 'ISNA', link: 'isna.ir', origin: '1' as const };
    expect(validateOutletForm({ ...filled, name: '   ' }, { creating: true, hasLogo: true })).toEqual({
      name: OUTLET_MESSAGES.nameRequired,
    });
    expect(validateOutletForm(filled, { creating: true, hasLogo: true })).toEqual({});
  });

  it("checks the link with the contract's rule, as the server does", () => {
    const filled = { name: 'ایسنا', english_name: 'ISNA', link: 'isna', origin: '1' as const };
    expect(validateOutletForm(filled, { creating: false, hasLogo: false })).toEqual({
      link: OUTLET_MESSAGES.linkInvalid,
    });
  });

  it("fills an edit form from the outlet, 'داخلی' as 1 and 'خارجی' as 2", () => {
    expect(outletFormValues(outlet(1))).toEqual({
      name: 'رسانه 1',
      english_name: 'Outlet 1',
      link: 'https://example.ir',
      origin: '1',
    });
    expect(outletFormValues({ ...outlet(2), origin: 2 }).origin).toBe('2');
  });

  it('takes only the image types the server keeps, up to 5 MB', () => {
    const file = (type: string, size = 10) => new File([new Uint8Array(size)], 'x', { type });
    expect(validateLogoFile(file('image/png'))).toBeNull();
    expect(validateLogoFile(file('image/webp'))).toBeNull();
    expect(validateLogoFile(file('image/svg+xml'))).toBe(SERVER_MESSAGES.imageOnly);
    expect(validateLogoFile(file('application/pdf'))).toBe(SERVER_MESSAGES.imageOnly);
    expect(validateLogoFile(file('image/jpeg', 5 * 1024 * 1024 + 1))).toBe(SERVER_MESSAGES.imageTooLarge);
  });
});

describe('open forms (spec section 2: one edit form per outlet, the newest first)', () => {
  it('opens one add form however often "add" is pressed', () => {
    const once = openNewForm([]);
    expect(openNewForm(once)).toEqual(once);
    expect(once).toEqual([{ key: 'new', outlet: null }]);
  });

  it('puts an opened edit first and closes the other edit forms, keeping the add form', () => {
    let open = openNewForm([]);
    open = openEditForm(open, outlet(1));
    expect(open.map((f) => f.key)).toEqual(['edit-1', 'new']);
    open = openEditForm(open, outlet(2));
    expect(open.map((f) => f.key)).toEqual(['edit-2', 'new']);
  });

  it('keeps the form of an outlet already being edited (what was typed stays)', () => {
    const first = openEditForm([], outlet(1));
    const again = openEditForm(first, { ...outlet(1), name: 'changed elsewhere' });
    expect(again[0]).toBe(first[0]);
  });
});
