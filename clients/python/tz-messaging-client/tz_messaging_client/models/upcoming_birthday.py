from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UpcomingBirthday")


@_attrs_define
class UpcomingBirthday:
    """A contact's birthday within the next 30 days

    Attributes:
        id (int):
        name (str):
        phone (str):
        birth_date (datetime.date):
        days_until (int): Days from today (Dar es Salaam); 0 is today
        upcoming_age (int): The age the contact turns on that birthday
    """

    id: int
    name: str
    phone: str
    birth_date: datetime.date
    days_until: int
    upcoming_age: int

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        phone = self.phone

        birth_date = self.birth_date.isoformat()

        days_until = self.days_until

        upcoming_age = self.upcoming_age

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "phone": phone,
                "birth_date": birth_date,
                "days_until": days_until,
                "upcoming_age": upcoming_age,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        phone = d.pop("phone")

        birth_date = datetime.date.fromisoformat(d.pop("birth_date"))

        days_until = d.pop("days_until")

        upcoming_age = d.pop("upcoming_age")

        upcoming_birthday = cls(
            id=id,
            name=name,
            phone=phone,
            birth_date=birth_date,
            days_until=days_until,
            upcoming_age=upcoming_age,
        )

        return upcoming_birthday
