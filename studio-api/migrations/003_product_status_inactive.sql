-- Issue 28: the spec's manage list shows products with status 'inactive', so the studio's PHP
-- backend has them. SQLite cannot change a CHECK constraint in place: the table is rebuilt the
-- documented way (migrations run with foreign keys off, so product_images keeps its rows).
CREATE TABLE products_new (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  price REAL NOT NULL,
  sale_price REAL,
  sku TEXT NOT NULL UNIQUE,
  stock_quantity INTEGER NOT NULL DEFAULT 0,
  category TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '', -- comma-separated, as the API answers it
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'draft', 'out_of_stock', 'inactive')),
  featured INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
INSERT INTO products_new SELECT * FROM products;
DROP TABLE products;
ALTER TABLE products_new RENAME TO products;
CREATE INDEX products_by_date ON products (created_at);
