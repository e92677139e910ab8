-- Schema 4: the invoice type of a quote (增值税专用发票 or 普通发票): it decides whether the buyer can deduct the VAT,
-- so a quote at 13% with a special invoice and one at 6% with an ordinary invoice are not comparable on price alone.
ALTER TABLE quotes ADD COLUMN invoice_type TEXT NOT NULL DEFAULT '';
