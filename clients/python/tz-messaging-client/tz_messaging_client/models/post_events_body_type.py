from enum import StrEnum


class PostEventsBodyType(StrEnum):
    FUNDRAISER = "fundraiser"
    HARAMBEE = "harambee"
    OTHER = "other"
    WEDDING = "wedding"

    def __str__(self) -> str:
        return str(self.value)
