import { describe, expect, it } from 'vitest';
import { checkProductText } from '../../functions/contract/merchant-products.ts';
import { priceToPaise, webUrlMessages } from '../../functions/contract/rules.ts';

describe('priceToPaise', () => {
  it('turns rupees as typed into integer paise', () => {
    expect(priceToPaise('499')).toBe(49_900);
    expect(priceToPaise(' 499.5 ')).toBe(49_950);
    expect(priceToPaise('₹1,299.99')).toBe(129_999);
    expect(priceToPaise('Rs. 250')).toBe(25_000);
    expect(priceToPaise('10,00,000')).toBe(100_000_000);
  });

  it('refuses what is not a positive price with at most two decimals', () => {
    for (const text of ['', '0', '0.00', '-5', '1e3', '12.345', 'abc', '1000000.01', '0.05', '1 000', '.5'])
      expect(priceToPaise(text), text).toBeNull();
  });
});

describe('checkProductText', () => {
  const filled = { productName: 'Bottle', price: '499', merchantUrl: 'shop.example.in', hasImage: true };

  it('names every missing field with the spec message, alone', () => {
    expect(checkProductText({ ...filled, price: ' ', hasImage: false })).toEqual({
      productName: undefined,
      price: 'Please fill all fields before submitting',
      merchantUrl: undefined,
      image: 'Please fill all fields before submitting',
    });
  });

  it('then checks the price and the URL', () => {
    expect(checkProductText(filled)).toEqual({
      productName: undefined,
      price: undefined,
      merchantUrl: undefined,
    });
    expect(checkProductText({ ...filled, price: 'free', merchantUrl: 'ftp://x.in' })).toMatchObject({
      price: 'Please enter the price in rupees, such as 499 or 499.50.',
      merchantUrl: webUrlMessages.scheme,
    });
  });
});
