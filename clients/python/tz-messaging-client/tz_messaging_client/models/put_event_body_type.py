from enum import StrEnum


class PutEventBodyType(StrEnum):
    FUNDRAISER = "fundraiser"
    HARAMBEE = "harambee"
    OTHER = "other"
    WEDDING = "wedding"

    def __str__(self) -> str:
        return str(self.value)
