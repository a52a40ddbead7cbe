"""Scale-out on Ray (the ``[ray]`` extra): the engine users already run, not a home-made one.

* ``ray_data``  batch inference over a dataset: ``ds.map_batches(Predictor, ...)``, one loaded model per actor
* ``ray_tune``  ``ixconv tune --ray``: a model's distinct convolutions tuned on Ray nodes of the target's CPU
"""
