from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.error import Error
from ...models.get_events_response_200 import GetEventsResponse200
from ...models.get_events_status import GetEventsStatus
from ...models.rule_error import RuleError
from ...models.validation_error import ValidationError
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    page: int | Unset = UNSET,
    per_page: int | Unset = UNSET,
    search: str | Unset = UNSET,
    status: GetEventsStatus | Unset = UNSET,
) -> dict[str, Any]:

    params: dict[str, Any] = {}

    params["page"] = page

    params["per_page"] = per_page

    params["search"] = search

    json_status: str | Unset = UNSET
    if not isinstance(status, Unset):
        json_status = status.value

    params["status"] = json_status

    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/events",
        "params": params,
    }

    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Error | GetEventsResponse200 | RuleError | ValidationError | None:
    if response.status_code == 200:
        response_200 = GetEventsResponse200.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Error.from_dict(response.json())

        return response_400

    if response.status_code == 401:
        response_401 = Error.from_dict(response.json())

        return response_401

    if response.status_code == 403:
        response_403 = Error.from_dict(response.json())

        return response_403

    if response.status_code == 413:
        response_413 = Error.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Error.from_dict(response.json())

        return response_415

    if response.status_code == 422:

        def _parse_response_422(data: object) -> RuleError | ValidationError:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_unprocessable_error_type_0 = ValidationError.from_dict(data)

                return componentsschemas_unprocessable_error_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_unprocessable_error_type_1 = RuleError.from_dict(data)

            return componentsschemas_unprocessable_error_type_1

        response_422 = _parse_response_422(response.json())

        return response_422

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Error | GetEventsResponse200 | RuleError | ValidationError]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    per_page: int | Unset = UNSET,
    search: str | Unset = UNSET,
    status: GetEventsStatus | Unset = UNSET,
) -> Response[Error | GetEventsResponse200 | RuleError | ValidationError]:
    """List events, newest first, with every figure; search matches the name. A user without events or
    events.view who holds committee roles lists the events of their roles only

     Permission: events or events.view

    Args:
        page (int | Unset):
        per_page (int | Unset):
        search (str | Unset):
        status (GetEventsStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetEventsResponse200 | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        page=page,
        per_page=per_page,
        search=search,
        status=status,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    per_page: int | Unset = UNSET,
    search: str | Unset = UNSET,
    status: GetEventsStatus | Unset = UNSET,
) -> Error | GetEventsResponse200 | RuleError | ValidationError | None:
    """List events, newest first, with every figure; search matches the name. A user without events or
    events.view who holds committee roles lists the events of their roles only

     Permission: events or events.view

    Args:
        page (int | Unset):
        per_page (int | Unset):
        search (str | Unset):
        status (GetEventsStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetEventsResponse200 | RuleError | ValidationError
    """

    return sync_detailed(
        client=client,
        page=page,
        per_page=per_page,
        search=search,
        status=status,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    per_page: int | Unset = UNSET,
    search: str | Unset = UNSET,
    status: GetEventsStatus | Unset = UNSET,
) -> Response[Error | GetEventsResponse200 | RuleError | ValidationError]:
    """List events, newest first, with every figure; search matches the name. A user without events or
    events.view who holds committee roles lists the events of their roles only

     Permission: events or events.view

    Args:
        page (int | Unset):
        per_page (int | Unset):
        search (str | Unset):
        status (GetEventsStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Error | GetEventsResponse200 | RuleError | ValidationError]
    """

    kwargs = _get_kwargs(
        page=page,
        per_page=per_page,
        search=search,
        status=status,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    page: int | Unset = UNSET,
    per_page: int | Unset = UNSET,
    search: str | Unset = UNSET,
    status: GetEventsStatus | Unset = UNSET,
) -> Error | GetEventsResponse200 | RuleError | ValidationError | None:
    """List events, newest first, with every figure; search matches the name. A user without events or
    events.view who holds committee roles lists the events of their roles only

     Permission: events or events.view

    Args:
        page (int | Unset):
        per_page (int | Unset):
        search (str | Unset):
        status (GetEventsStatus | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Error | GetEventsResponse200 | RuleError | ValidationError
    """

    return (
        await asyncio_detailed(
            client=client,
            page=page,
            per_page=per_page,
            search=search,
            status=status,
        )
    ).parsed
