"""Alembic environment: migrations run on a connection the app hands over."""

from alembic import context

from app.storage.schema import metadata

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
