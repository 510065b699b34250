"""The voice: a speaker that never blocks, and the club's phrases per language."""

from .phrases import Phrases, load_phrases
from .speaker import SilentSpeaker, Speaker, make_speaker

__all__ = ["Phrases", "SilentSpeaker", "Speaker", "load_phrases", "make_speaker"]
