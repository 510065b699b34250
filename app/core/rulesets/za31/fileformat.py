"""ЗА 31's turns file format name (Z-13), alone: registering the game (every
window start) reads it without loading the engine."""

FORMAT = "za31-turns/1"
"""Z-13: the turns file's format (its world, the players and every turn's orders)."""
