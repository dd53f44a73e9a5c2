-- identity verification (spec 1 §3, spec 3 §3) and the account upgrade hold (spec 1 §2)
-- Whether the sandbox's identity source holds a record of the customer: the automatic check
-- matches only those it holds (a demo account it does not know shows the other ways).
ALTER TABLE customers ADD COLUMN identity_on_record INTEGER NOT NULL DEFAULT 1;
-- An account opened with fewer details than the retailer now needs: held on the upgrade page
-- until the customer completes them.
ALTER TABLE customers ADD COLUMN account_upgrade INTEGER NOT NULL DEFAULT 0;
-- Where each way of verifying stands for a customer; a way without a row has not been tried.
CREATE TABLE verification_methods (
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (
    type IN ('auto_verification', 'connect_id', 'drivers_licence', 'greenid_ui', 'pdf_form', 'photo_id_upload')
  ),
  status TEXT NOT NULL CHECK (status IN ('disabled', 'not_attempted', 'pending', 'in_progress', 'attempted')),
  -- ConnectID: the state sent to the identity provider, and the code it answers with.
  request_state TEXT,
  request_code TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, type)
);
-- Photo ID sent for a person to check; the files live under the data directory, never the web root.
CREATE TABLE verification_documents (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  media_type TEXT NOT NULL,
  byte_size INTEGER NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
