from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.contact_groups_item import ContactGroupsItem


T = TypeVar("T", bound="Contact")


@_attrs_define
class Contact:
    """A contact of the organization; its phone is unique in the organization

    Attributes:
        id (int):
        name (str):
        phone (str):
        email (None | str):
        birth_date (datetime.date | None):
        groups (list[ContactGroupsItem]): The groups it belongs to, by name
        created_at (datetime.datetime):
        updated_at (datetime.datetime):
    """

    id: int
    name: str
    phone: str
    email: None | str
    birth_date: datetime.date | None
    groups: list[ContactGroupsItem]
    created_at: datetime.datetime
    updated_at: datetime.datetime

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name

        phone = self.phone

        email: None | str
        email = self.email

        birth_date: None | str
        if isinstance(self.birth_date, datetime.date):
            birth_date = self.birth_date.isoformat()
        else:
            birth_date = self.birth_date

        groups = []
        for groups_item_data in self.groups:
            groups_item = groups_item_data.to_dict()
            groups.append(groups_item)

        created_at = self.created_at.isoformat()

        updated_at = self.updated_at.isoformat()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "phone": phone,
                "email": email,
                "birth_date": birth_date,
                "groups": groups,
                "created_at": created_at,
                "updated_at": updated_at,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.contact_groups_item import ContactGroupsItem  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = d.pop("name")

        phone = d.pop("phone")

        def _parse_email(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        email = _parse_email(d.pop("email"))

        def _parse_birth_date(data: object) -> datetime.date | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                birth_date_type_0 = datetime.date.fromisoformat(data)

                return birth_date_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.date | None, data)

        birth_date = _parse_birth_date(d.pop("birth_date"))

        groups = []
        _groups = d.pop("groups")
        for groups_item_data in _groups:
            groups_item = ContactGroupsItem.from_dict(groups_item_data)

            groups.append(groups_item)

        created_at = datetime.datetime.fromisoformat(d.pop("created_at"))

        updated_at = datetime.datetime.fromisoformat(d.pop("updated_at"))

        contact = cls(
            id=id,
            name=name,
            phone=phone,
            email=email,
            birth_date=birth_date,
            groups=groups,
            created_at=created_at,
            updated_at=updated_at,
        )

        return contact
