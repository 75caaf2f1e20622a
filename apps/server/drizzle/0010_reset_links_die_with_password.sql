-- Every outstanding password reset link dies when the account's password changes, whichever
-- code path changes it (reset, change password, or any later one): the links still unused are
-- marked used in the same transaction as the new password.
CREATE OR REPLACE FUNCTION void_reset_links_on_password_change() RETURNS trigger AS $$
BEGIN
  UPDATE password_reset_tokens SET used_at = now()
    WHERE user_id = NEW.id AND used_at IS NULL;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_password_change_voids_reset_links
  AFTER UPDATE OF password_hash ON users
  FOR EACH ROW
  WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash)
  EXECUTE FUNCTION void_reset_links_on_password_change();
