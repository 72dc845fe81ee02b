"""The tournament night's windows: the desk (:mod:`.desk`), the new-night dialog (:mod:`.new_tournament`) and the
projector (:mod:`.projector`). Nothing here is imported until Tournament ▸ New or Open is used.
"""
